/** The spec waits this long after start-up before running the CMS script (it fingerprints). */
export const COVER_SCRIPT_DELAY_MS = 100;
const COVER_SCRIPT_ID = 'oyna-cover-script';

/** Runs the CMS's script text once per page. */
export function injectCoverScript(text: string): void {
  if (!text.trim() || document.getElementById(COVER_SCRIPT_ID)) return;
  window.setTimeout(() => {
    const script = document.createElement('script');
    script.id = COVER_SCRIPT_ID;
    script.text = text;
    document.head.append(script);
  }, COVER_SCRIPT_DELAY_MS);
}

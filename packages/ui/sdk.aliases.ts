/**
 * Inside the workspace, tests and Storybook read `@oyna/sdk` from its sources, so they never run
 * against a stale `dist/`. Published builds keep importing the package itself.
 */
export function sdkSourceAliases(sdkSrc: string) {
  return [
    { find: /^@oyna\/sdk$/, replacement: `${sdkSrc}/index.ts` },
    { find: /^@oyna\/sdk\/(.+)$/, replacement: `${sdkSrc}/$1/index.ts` },
  ];
}

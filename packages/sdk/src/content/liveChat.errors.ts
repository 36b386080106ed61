import { OynaError } from '../errors/oyna.errors';

/** The live chat cannot open: not loaded outside production (`development`), or its script failed (`failed`). */
export class LiveChatUnavailableError extends OynaError {
  readonly reason: 'development' | 'failed';
  constructor(reason: 'development' | 'failed', message: string) {
    super('liveChat', message);
    this.name = 'LiveChatUnavailableError';
    this.reason = reason;
  }
}

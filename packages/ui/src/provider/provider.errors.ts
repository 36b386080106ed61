/** A widget was rendered outside `<OynaProvider>`. */
export class MissingOynaProviderError extends Error {
  override readonly name = 'MissingOynaProviderError';
  readonly code = 'MISSING_OYNA_PROVIDER';

  constructor() {
    super('Oyna widgets must be rendered inside <OynaProvider client={createOyna(...)}>.');
  }
}

import { fail, ok } from '../http/envelope.ts';
import { parseInput } from '../http/validation.ts';
import { message } from '../i18n/messages.ts';
import type { RoutePlugin } from '../routes/route.types.ts';
import { launchFailureSchema } from './casino.schemas.ts';
import { foldSearchText } from '../text/search.fold.ts';
import { PROVIDERS } from './providers.ts';

/** The casino's test hooks (only with `testHooks`): make a provider's launches fail, or work again. */
export const casinoTestHookRoutes: RoutePlugin = async (app, { services }) => {
  const publicRoute = { config: { access: 'public' as const } };

  app.post('/launch-failure', publicRoute, async (request) => {
    const { provider: named, fail: failing } = parseInput(launchFailureSchema, request.body, request.locale);
    const provider = PROVIDERS.find((candidate) =>
      typeof named === 'number' ? candidate.id === named : foldSearchText(candidate.name) === foldSearchText(named),
    );
    if (!provider) return fail(message(request.locale, 'casino.unknownProvider', { id: String(named) }));
    services.casino.setLaunchFailure(provider.id, failing);
    return ok(
      { providerId: provider.id, providerName: provider.name, fail: failing },
      message(request.locale, failing ? 'testHooks.launchFailure' : 'testHooks.launchRestored', { provider: provider.name }),
    );
  });
};

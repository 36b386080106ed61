import type { TranslateParams } from '@oyna/sdk/i18n';
import { useCallback } from 'react';
import { useLocale, useT } from '../provider/hooks';
import { translateDashboard, type DashboardKey } from './dashboard.messages';

/** Translates the dashboard's own keys: the server's list first, then the dashboard's bundled texts. */
export function useDashboardT(): (key: DashboardKey, params?: TranslateParams) => string {
  const t = useT();
  const locale = useLocale();
  return useCallback((key, params) => translateDashboard(t.dynamic, locale, key, params), [t, locale]);
}

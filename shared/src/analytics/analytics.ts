/** The analytics events of R7.4 and their parameters. */
export interface AnalyticsEvents {
  page_view: { title: string; path: string };
  login: { method: 'email' | 'google' };
  user_info: { user_id: number; user_role: string; has_updated_profile: boolean };
  logout: { user_id: number };
}

type DataLayerWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };

let measurementId = '';

/** Loads Google Analytics 4 once, when a measurement id is configured. */
export function initAnalytics(id: string, win: DataLayerWindow = window) {
  win.dataLayer = win.dataLayer ?? [];
  if (!id || measurementId) return;
  measurementId = id;
  win.gtag = function gtag() {
    // gtag.js reads the `arguments` object itself, as Google documents.
    // eslint-disable-next-line prefer-rest-params
    win.dataLayer?.push(arguments);
  };
  win.gtag('js', new Date());
  win.gtag('config', id, { send_page_view: false });
  const script = win.document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
  win.document.head.appendChild(script);
}

/** Every event goes to `window.dataLayer`; to GA4 as well when it is configured. */
export function track<E extends keyof AnalyticsEvents>(
  event: E,
  params: AnalyticsEvents[E],
  win: DataLayerWindow = window,
) {
  win.dataLayer = win.dataLayer ?? [];
  win.dataLayer.push({ event, ...params });
  if (measurementId && win.gtag) {
    const gaParams =
      event === 'page_view'
        ? {
            page_title: (params as AnalyticsEvents['page_view']).title,
            page_path: (params as AnalyticsEvents['page_view']).path,
          }
        : params;
    win.gtag('event', event, gaParams);
  }
}

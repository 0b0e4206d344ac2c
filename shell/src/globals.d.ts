declare const __REMOTE_VERSION__: string;
declare const __API_URL__: string;
/** Language selector shown (env switch LANGUAGE_SELECTION, default on). */
declare const __LANGUAGE_SELECTION__: boolean;

declare module '*.module.css' {
  const classes: Record<string, string>;
  export default classes;
}

interface Window {
  dataLayer?: Record<string, unknown>[];
}
declare const __SERVER__: boolean;

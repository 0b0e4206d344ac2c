// Build-time constants injected by build-config's DefinePlugin.
declare const __REMOTE_VERSION__: string;
declare const __API_URL__: string;

declare module '*.module.css' {
  const classes: Record<string, string>;
  export default classes;
}
declare module '*.css';

/** Runtime settings the shell's page may carry (never secrets; the maps key is a browser key). */
interface Window {
  __STOREFRONT_CONFIG__?: { googleMapsApiKey?: string };
}

// Full page loads (language switch reloads the shop in the other language).
export function hardNavigate(url: string): void {
  window.location.assign(url);
}

// Full page reload (after a phone change, section 8). Its own module so tests can observe it.
export function reloadPage(): void {
  window.location.reload();
}

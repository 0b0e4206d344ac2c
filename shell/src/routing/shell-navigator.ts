// Lets code outside React (the logout listener) navigate with the router once it is mounted.
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigate: Navigate = (to) => window.location.assign(to);

export function setShellNavigate(fn: Navigate): void {
  navigate = fn;
}

export function shellNavigate(to: string): void {
  navigate(to);
}

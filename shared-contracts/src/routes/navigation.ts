// The router's parts a remote uses, handed over through the contracts. react-router is not a
// federation share: shared whole it costs ~60 kB compressed on every first load, while the parts
// below cost a third of that. The shell bundles react-router once, tree-shaken; its copy of
// this module is the one every remote gets (shared-contracts is a singleton), so a remote's
// Link and hooks read the shell's router. Remotes import these from 'shared-contracts', never
// from 'react-router' (the team contract tests check it).
export { Link, NavLink, Navigate, Route, Routes, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
export type { LinkProps, NavLinkProps, NavigateFunction, NavigateOptions, To } from 'react-router';

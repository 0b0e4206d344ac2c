// A remote as the shell team names it on the command line: its package name (mf-catalog) or its
// federation name (mf_catalog). The live route table knows every remote; the rule is the house
// one (package names use dashes, federation names underscores).
export function resolveRemote(input, knownFederationNames) {
  const name = String(input ?? '').trim();
  const federationName = name.replace(/-/g, '_');
  if (!/^mf_[a-z_]+$/.test(federationName) || !knownFederationNames.includes(federationName)) return null;
  return { federationName, packageName: federationName.replace(/_/g, '-') };
}

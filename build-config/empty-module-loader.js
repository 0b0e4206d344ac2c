// Server builds: a global stylesheet has no effect on the server's HTML (the browser build
// brings it to the page), so it becomes an empty module.
module.exports = function emptyModule() {
  return 'export {};';
};

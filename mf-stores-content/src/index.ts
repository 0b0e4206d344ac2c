// Standalone development entry. The async boundary lets the federation runtime negotiate the
// shared singletons (react, router, apollo...) before any of them is imported.
import('./standalone');

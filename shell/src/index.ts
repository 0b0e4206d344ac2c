// Async boundary: the federation runtime negotiates shared singletons before the app code runs.
import('./bootstrap');

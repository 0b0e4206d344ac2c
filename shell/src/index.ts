// Async boundary: the federation runtime negotiates shared singletons before the app code runs.
// The shared libraries are eager in the shell, so the app code goes into the entry chunk too:
// no second round trip before the first render.
import(/* webpackMode: "eager" */ './bootstrap');

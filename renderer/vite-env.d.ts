// Types for what Vite provides: import.meta.env.DEV (development checks) and CSS imports.
/// <reference types="vite/client" />

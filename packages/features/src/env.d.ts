// Feature components import their own stylesheet; the app's bundler (Vite) handles it.
declare module '*.css';

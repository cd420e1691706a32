// The React Router Vite plugin generates this module; its exports form a ServerBuild.
declare module "virtual:react-router/server-build";

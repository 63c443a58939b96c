// oidc-provider ships no types; the tests use a handful of its documented calls.
declare module 'oidc-provider';
declare module 'oidc-provider/lib/adapters/memory_adapter.js';

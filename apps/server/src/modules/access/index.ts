// Who may call what: the one policy module (decision 007). No routes of its own; the app-session
// auth plugin and the features that derive a role ask it.
export * from './policy';

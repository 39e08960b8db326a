/** What the home page's top bar and slide-out menu can ask for. */
export interface HomeActions {
  signedIn: boolean;
  onLogin(): void;
  onLogout(): void;
  onJoin(): void;
  onCatalog(): void;
  onDashboard(): void;
}

/** A backup, restore or move that cannot go on, with what to do about it: the command prints the message and stops. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

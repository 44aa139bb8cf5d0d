/** A backup or a restore refused or failed, with the French sentence the administrator reads. */
export class BackupError extends Error {}

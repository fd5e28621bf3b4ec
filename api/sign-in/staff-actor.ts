/** The signed-in staff member a request acts for, and where it came from (for the audit trail and the throttle). */
export interface StaffActor {
  userId: string;
  username: string;
  address: string;
  /** The session's browser in words ('Firefox on Linux'), as its staff alerts name it. */
  browser: string;
  /** The id of this browser's valid device cookie for the account, if it has one: its tries count against that alone. */
  deviceId?: string;
}

/** The signed-in staff member a request acts for, and the address it came from (for the audit trail). */
export interface StaffActor {
  userId: string;
  username: string;
  address: string;
}

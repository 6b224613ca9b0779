/** GET /account: what the account page needs before offering to delete the account. */
export interface AccountStatus {
  email: string;
  /** false for an account made by social sign-in that never set a password: it confirms with its email. */
  has_password: boolean;
  /** Meetings still to come (held or booked, either side): the account cannot be deleted before they end. */
  upcoming_meetings: number;
  /** An expert's earnings not requested yet, in dollars (0 for a customer): lost to them once deleted. */
  available_earnings: number;
}

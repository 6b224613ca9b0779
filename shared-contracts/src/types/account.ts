/** GET /account: what the account page needs before offering to delete the account. */
export interface AccountStatus {
  email: string;
  /** false for an account made by social sign-in that never set a password: it confirms with its email. */
  has_password: boolean;
  /**
   * Meetings still to come (either side) that deleting the account cancels first, each as a
   * cancellation by the account's side would (`POST /meets/{id}/cancel`).
   */
  meetings_to_cancel: number;
  /** What those cancellations refund now, in dollars: to the account for its bookings, to its customers for its own meetings. */
  cancellation_refund: number;
  /**
   * Meetings under way that the account's side can no longer cancel (a customer's, once started),
   * or whose payment is still being made: the account cannot be deleted until they are over.
   */
  meetings_in_progress: number;
  /** An expert's earnings not requested yet, in dollars (0 for a customer): lost to them once deleted. */
  available_earnings: number;
}

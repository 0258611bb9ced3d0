// TEMPORARY: this page is being built (issue 5); it must not ship like this.
export function Component() {
  return <h1>leaderboard</h1>;
}

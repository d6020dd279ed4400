/** /join/{code} (issue 4): replaced by the connections work. */
export function JoinRoute() {
  return null;
}

/** /connection-manager (issue 4): replaced by the connections work. */
export function ConnectionManagerRoute() {
  return null;
}

/** The product's tagline, under the headline of the sign-up and sign-in pages (spec section 2). */
export const TAGLINE = 'Hiring intelligence to find the best talent, wherever they are.';

/**
 * Routes the isolation test does not attack, each with why. Keep this short: a route missing here is
 * attacked automatically, which is the point.
 */
export const NOT_ATTACKED: Record<string, string> = {
  'GET /websocket/:userId':
    'websocket upgrade, not a plain HTTP answer; the hub checks the token against the path',
  'GET /api/websocket/:userId': 'the same socket under the API prefix (JeecgBoot 3 clients)',
  'GET /*': 'the built web app (static files), no rows',
  'GET /api/openapi.json': 'the API document, no rows',
  'POST /api/sys/logout': "ends the caller's own session and names no row",
};

/**
 * Routes that may show another tenant's rows because those rows are public by design. They are still
 * attacked: a 500 or a change to the victim's rows fails the test, only what they show is let through.
 */
export const PUBLIC_ACROSS_TENANTS: Record<string, string> = {
  'GET /api/teaching/teachingWork/userInfo':
    'the author card of public works (name, avatar, counts): public works of every tenant are shared by link, and the card hides authors without one',
};

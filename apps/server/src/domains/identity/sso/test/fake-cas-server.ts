import { randomBytes } from 'node:crypto';
import { listen, redirect } from './fake-http.ts';

const escapeXml = (s: string) =>
  s.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c] ?? c);

interface Ticket {
  service: string;
  user: string;
  attributes: Record<string, string>;
}

/**
 * A local CAS 3.0 server: `/cas/login` shows a form (or, with `autoUser`, issues a ticket at once) and
 * redirects to the service with a ticket; `/cas/p3/serviceValidate` answers the XML of CAS, each ticket
 * once and only for the service it was issued to.
 */
export async function startFakeCas(opts: { port?: number } = {}) {
  const tickets = new Map<string, Ticket>();
  const attributes = new Map<string, Record<string, string>>();
  const validations: { ticket: string; service: string }[] = [];

  const issue = (user: string, service: string) => {
    const ticket = `ST-${randomBytes(12).toString('hex')}`;
    tickets.set(ticket, { service, user, attributes: attributes.get(user) ?? {} });
    return ticket;
  };

  const server = await listen((req, url, body, res) => {
    if (url.pathname === '/cas/login' && req.method === 'GET') {
      const service = url.searchParams.get('service') ?? '';
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><html><head><title>统一身份认证</title></head><body>
<h1>区教育统一身份认证</h1>
<form method="post" action="/cas/login?service=${encodeURIComponent(service)}">
<label>账号 <input name="username" aria-label="CAS账号"></label>
<button type="submit">登录 CAS</button></form></body></html>`);
      return;
    }
    if (url.pathname === '/cas/login' && req.method === 'POST') {
      const service = url.searchParams.get('service') ?? '';
      const user = new URLSearchParams(body).get('username') ?? '';
      const to = new URL(service);
      to.searchParams.set('ticket', issue(user, service));
      return redirect(res, to.toString());
    }
    if (url.pathname === '/cas/p3/serviceValidate') {
      const ticket = url.searchParams.get('ticket') ?? '';
      const service = url.searchParams.get('service') ?? '';
      validations.push({ ticket, service });
      const found = tickets.get(ticket);
      tickets.delete(ticket);
      res.writeHead(200, { 'content-type': 'application/xml; charset=utf-8' });
      const failure = (code: string, text: string) =>
        `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas"><cas:authenticationFailure code="${code}">${text}</cas:authenticationFailure></cas:serviceResponse>`;
      if (!found) return res.end(failure('INVALID_TICKET', `Ticket ${escapeXml(ticket)} not recognized`));
      if (found.service !== service) return res.end(failure('INVALID_SERVICE', 'service mismatch'));
      const attrs = Object.entries(found.attributes)
        .map(([k, v]) => `<cas:${k}>${escapeXml(v)}</cas:${k}>`)
        .join('');
      res.end(`<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas">
  <cas:authenticationSuccess>
    <cas:user>${escapeXml(found.user)}</cas:user>
    <cas:attributes>${attrs}</cas:attributes>
  </cas:authenticationSuccess>
</cas:serviceResponse>`);
      return;
    }
    res.writeHead(404);
    res.end();
  }, opts.port);

  return {
    serverUrl: `${server.base}/cas`,
    validations,
    /** A ticket for `user` at `service`, as the CAS login would issue it. */
    issue,
    /** Attributes the success answer carries for `user`. */
    setAttributes: (user: string, attrs: Record<string, string>) => attributes.set(user, attrs),
    close: server.close,
  };
}

export type FakeCas = Awaited<ReturnType<typeof startFakeCas>>;

// The identity domain's contracts: request and response schemas shared by the server and the web.
export {};

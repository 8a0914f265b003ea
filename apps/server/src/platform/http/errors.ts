/** An error whose message is safe to show the caller; anything else becomes a generic 500. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new AppError(400, message);
export const unauthorized = (message = 'Token失效，请重新登录') => new AppError(401, message);
export const forbidden = (message = '没有权限访问，请联系管理员授权') => new AppError(403, message);
export const notFound = (message = '记录不存在') => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const tooMany = (message: string) => new AppError(429, message);

import { type ApiResult, emptyEnvelope, envelopeOf, type PermissionCode, pageResultOf } from '@ck/shared';
import type { FastifyInstance, FastifyRequest, FastifySchema, HTTPMethods } from 'fastify';
import { z } from 'zod';
import type { AuthContext } from '../auth/auth-context.ts';
import { requirePerm } from '../auth/guard.ts';
import { ok } from './envelope.ts';
import { pageFrom } from './paging.ts';
import { routeDoc } from './route-doc.ts';

/**
 * What every route here states: who may call it (a catalogue permission, or `'login'` for any signed-in
 * user) and its OpenAPI summary.
 */
interface RouteSpec {
  perm: PermissionCode | 'login';
  summary: string;
  /** A further check once the guard has passed and the request is validated (`platformAdminOnly`). */
  preHandler?: (req: FastifyRequest) => Promise<void>;
}

type Paging = { pageNo: number; pageSize: number };
/** The answer's type a result schema gives, or `Otherwise` when the route declares none. */
type AnswerOf<R, Otherwise> = R extends z.ZodType ? z.output<R> : Otherwise;
/** What a read's path parameters add to its query: nothing when it declares none. */
type ParamsOf<P> = P extends z.ZodType ? z.output<P> : unknown;

/** The answer of an `add` that declares no result schema: the new row's id. */
const newIdResult = z.object({ id: z.string() });

/**
 * The back office's standard routes of one entity under `base` (JeecgBoot's names: `list`, `queryById`,
 * `add`, `edit`, `delete`, `deleteBatch`), each registered where it is called, so a route file keeps its
 * order and writes its other routes by hand beside them. A route states its permission, summary,
 * schemas and success message; the request it hands over is typed by its schema.
 */
export function crudRoutes(app: FastifyInstance, base: string, tags: string[]) {
  // The guard lets only signed-in callers through and the schema has validated the request, so the
  // actions below read `req.auth` and the parsed query or body as their schema's output.
  function register(
    method: HTTPMethods,
    name: string,
    spec: RouteSpec,
    schema: FastifySchema,
    handler: (req: FastifyRequest) => Promise<ApiResult<unknown>>,
  ) {
    const config = spec.perm === 'login' ? { guard: 'login' as const } : requirePerm(spec.perm);
    app.route({
      method,
      url: `${base}/${name}`,
      ...routeDoc(config, tags, spec.summary, schema),
      ...(spec.preHandler ? { preHandler: spec.preHandler } : {}),
      handler,
    });
  }

  return {
    /** `GET list`: a page of rows. */
    list<Q extends z.ZodType<Paging>, R extends z.ZodType>(
      spec: RouteSpec & {
        query: Q;
        row: R;
        /** The success message when not the default one. */
        message?: string;
        find: (
          auth: AuthContext,
          query: z.output<Q>,
          req: FastifyRequest,
        ) => Promise<{ records: z.output<R>[]; total: number }>;
      },
    ) {
      const schema = { querystring: spec.query, response: { 200: envelopeOf(pageResultOf(spec.row)) } };
      register('GET', 'list', spec, schema, async (req) => {
        const query = req.query as z.output<Q>;
        return ok(pageFrom(await spec.find(req.auth!, query, req), query), spec.message);
      });
    },

    /** `GET queryById`: one row. */
    queryById<Q extends z.ZodType, R extends z.ZodType>(spec: ReadSpec<Q, R>) {
      registerRead('queryById', spec);
    },

    /**
     * Any other read (`GET monitor`): answers what `find` returns for the query, if the route takes one. A name
     * with path parameters (`datarule/:permissionId/:roleId`) declares them as `params`; `find` reads them
     * with the query.
     */
    read<Q extends z.ZodType, R extends z.ZodType, P extends z.ZodType | undefined = undefined>(
      name: string,
      spec: ReadSpec<Q, R, P>,
    ) {
      registerRead(name, spec);
    },

    /**
     * Any other write that answers a result (`POST extend` → `{deadline}`): `input` is the body of a POST
     * or PUT and the query of a DELETE.
     */
    write<I extends z.ZodType, R extends z.ZodType>(
      method: 'POST' | 'PUT' | 'DELETE',
      name: string,
      spec: RouteSpec & {
        input: I;
        result: R;
        /** The success message when not the default one, or how to word it from the answer (`已加入班级「一班」`). */
        message?: string | ((result: z.output<R>, input: z.output<I>) => string);
        run: (auth: AuthContext, input: z.output<I>, req: FastifyRequest) => Promise<z.output<R>>;
      },
    ) {
      const fromBody = method !== 'DELETE';
      const schema = {
        [fromBody ? 'body' : 'querystring']: spec.input,
        response: { 200: envelopeOf(spec.result) },
      };
      register(method, name, spec, schema, async (req) => {
        const input = (fromBody ? req.body : req.query) as z.output<I>;
        const result = await spec.run(req.auth!, input, req);
        return ok(result, wording(spec.message, result, input));
      });
    },

    /** `POST add`: answers the saved row when `result` is declared, else `{ id }` of the new row. */
    add<B extends z.ZodType, R extends z.ZodType | undefined = undefined>(
      spec: WriteSpec<B, R, AnswerOf<R, string>>,
    ) {
      registerWrite(['POST'], 'add', spec, { schema: newIdResult, answer: (id) => ({ id }) });
    },

    /**
     * `PUT edit` (and `POST edit` where `alsoPost`, for JeecgBoot clients that post their edits): answers
     * the saved row when `result` is declared, else no result.
     */
    edit<B extends z.ZodType, R extends z.ZodType | undefined = undefined>(
      spec: WriteSpec<B, R, AnswerOf<R, unknown>> & { alsoPost?: boolean },
    ) {
      const methods: HTTPMethods[] = spec.alsoPost ? ['PUT', 'POST'] : ['PUT'];
      registerWrite(methods, 'edit', spec, { schema: z.null(), answer: () => null });
    },

    /** `DELETE delete`: removes the row the query names. */
    delete<Q extends z.ZodType>(spec: RemoveSpec<Q>) {
      registerRemove('delete', spec);
    },

    /** `DELETE deleteBatch`: removes the rows the query lists. */
    deleteBatch<Q extends z.ZodType>(spec: RemoveSpec<Q>) {
      registerRemove('deleteBatch', spec);
    },

    /**
     * Any other write of the entity that answers only its message (`POST addSysUserRole`, `DELETE deleteUserRole`);
     * the message may be worded from the input (`冻结成功！` or `解冻成功！`).
     */
    command<I extends z.ZodType, P extends z.ZodType | undefined = undefined>(
      method: 'POST' | 'PUT' | 'DELETE',
      name: string,
      spec: RouteSpec & {
        /** The path parameters' schema, when the name has some (`back/:id`); `run` reads them with the input. */
        params?: P;
        /** The body of a POST or PUT, the query of a DELETE; none when the path parameters say it all. */
        input?: I;
        message: string | ((input: z.output<I> & ParamsOf<P>) => string);
        run: (auth: AuthContext, input: z.output<I> & ParamsOf<P>, req: FastifyRequest) => Promise<unknown>;
      },
    ) {
      registerCommand(method, name, spec, spec.input, spec.run, spec.params);
    },
  };

  function registerRead<Q extends z.ZodType, R extends z.ZodType, P extends z.ZodType | undefined>(
    name: string,
    spec: ReadSpec<Q, R, P>,
  ) {
    const schema = {
      ...(spec.params ? { params: spec.params } : {}),
      ...(spec.query ? { querystring: spec.query } : {}),
      response: { 200: envelopeOf(spec.result) },
    };
    register('GET', name, spec, schema, async (req) => {
      const input = inputOf(req, req.query, spec.params) as z.output<Q> & ParamsOf<P>;
      const result = await spec.find(req.auth!, input, req);
      return ok(result, wording(spec.message, result, input));
    });
  }

  /** A write of the body: its answer is the saved result, or `otherwise` when the route declares none. */
  function registerWrite<B extends z.ZodType, Saved>(
    methods: HTTPMethods[],
    name: string,
    spec: WriteSpec<B, z.ZodType | undefined, Saved>,
    otherwise: { schema: z.ZodType; answer: (saved: Saved) => unknown },
  ) {
    const schema = { body: spec.body, response: { 200: envelopeOf(spec.result ?? otherwise.schema) } };
    for (const method of methods) {
      register(method, name, spec, schema, async (req) => {
        const saved = await spec.save(req.auth!, req.body as z.output<B>);
        return ok(spec.result ? saved : otherwise.answer(saved), spec.message);
      });
    }
  }

  function registerRemove<Q extends z.ZodType>(name: string, spec: RemoveSpec<Q>) {
    registerCommand('DELETE', name, spec, spec.query, spec.remove);
  }

  /** A write that answers only its message; `input` is the body of a POST or PUT and the query of a DELETE. */
  function registerCommand<I extends z.ZodType, Input>(
    method: 'POST' | 'PUT' | 'DELETE',
    name: string,
    spec: RouteSpec & { message: string | ((input: Input) => string) },
    input: I | undefined,
    run: (auth: AuthContext, input: Input, req: FastifyRequest) => Promise<unknown>,
    params?: z.ZodType,
  ) {
    const fromBody = method !== 'DELETE';
    const schema = {
      ...(params ? { params } : {}),
      ...(input ? { [fromBody ? 'body' : 'querystring']: input } : {}),
      response: { 200: emptyEnvelope },
    };
    register(method, name, spec, schema, async (req) => {
      const parsed = inputOf(req, fromBody ? req.body : req.query, params) as Input;
      await run(req.auth!, parsed, req);
      return ok(null, wording(spec.message, parsed));
    });
  }
}

/** A route's success message: as written, or worded from what the route read and answered. */
function wording<A extends unknown[]>(message: string | ((...args: A) => string) | undefined, ...args: A) {
  return typeof message === 'function' ? message(...args) : message;
}

/** What an action reads: the validated query or body, joined by the path parameters when the route declares them. */
function inputOf(req: FastifyRequest, sent: unknown, params: z.ZodType | undefined): unknown {
  return params ? { ...(sent as object), ...(req.params as object) } : sent;
}

type ReadSpec<
  Q extends z.ZodType,
  R extends z.ZodType,
  P extends z.ZodType | undefined = undefined,
> = RouteSpec & {
  /** The path parameters' schema, when the route's name has some. */
  params?: P;
  /** The query string's schema; a route without one takes no parameters. */
  query?: Q;
  result: R;
  /** The success message when not the default one, or how to word it from the answer and the query. */
  message?: string | ((result: z.output<R>, query: z.output<Q> & ParamsOf<P>) => string);
  find: (auth: AuthContext, query: z.output<Q> & ParamsOf<P>, req: FastifyRequest) => Promise<z.output<R>>;
};

type WriteSpec<B extends z.ZodType, R, Saved> = RouteSpec & {
  body: B;
  result?: R;
  message: string;
  save: (auth: AuthContext, body: z.output<B>) => Promise<Saved>;
};

type RemoveSpec<Q extends z.ZodType> = RouteSpec & {
  query: Q;
  /** The success message, or how to word it from the request (`已删除 3 道题目`). */
  message: string | ((query: z.output<Q>) => string);
  remove: (auth: AuthContext, query: z.output<Q>) => Promise<unknown>;
};

import type {
  Cert,
  CertIssueBody,
  CertIssueResult,
  CertOption,
  CertStudent,
  CertTemplate,
  CertTemplateAddBody,
  CertVerify,
  MyCert,
  PageResult,
} from '@ck/shared';
import { deleteAction, getAction, type Params, postAction, putAction, unwrap } from '../../../api/client.ts';

const TPL = '/teaching/teachingCertTemplate';
const CERT = '/teaching/teachingCert';

export const CERT_TEMPLATES_KEY = ['cert-templates'] as const;
export const CERTS_KEY = ['certs'] as const;
export const MY_CERTS_KEY = ['my-certs'] as const;

export const listCertTemplates = async (params: Params) =>
  unwrap(await getAction<PageResult<CertTemplate>>(`${TPL}/list`, params));
export const addCertTemplate = async (body: CertTemplateAddBody) =>
  unwrap(await postAction<{ id: string }>(`${TPL}/add`, body));
export const editCertTemplate = async (body: CertTemplateAddBody & { id: string }) =>
  unwrap(await putAction<null>(`${TPL}/edit`, body));
export const deleteCertTemplate = async (id: string) =>
  unwrap(await deleteAction<null>(`${TPL}/delete`, { id }));

export const listCerts = async (params: Params) =>
  unwrap(await getAction<PageResult<Cert>>(`${CERT}/list`, params));
/** Answers the result and the server's summary (how many were issued or skipped). */
export const issueCerts = async (body: CertIssueBody) => {
  const res = await postAction<CertIssueResult>(`${CERT}/issue`, body);
  return { result: unwrap(res), message: res.message };
};
export const revokeCert = async (id: string) => unwrap(await putAction<null>(`${CERT}/revoke`, { id }));

export const fetchCertClasses = async () => unwrap(await getAction<CertOption[]>(`${CERT}/classes`));
export const fetchCertCourses = async () => unwrap(await getAction<CertOption[]>(`${CERT}/courses`));
export const fetchClassStudents = async (classId: string) =>
  unwrap(await getAction<CertStudent[]>(`${CERT}/classStudents`, { classId }));

export const fetchMyCerts = async () => unwrap(await getAction<MyCert[]>(`${CERT}/mine`));
export const verifyCert = async (serialNo: string) =>
  unwrap(await getAction<CertVerify>(`${CERT}/verify`, { serialNo }, { quiet: true }));

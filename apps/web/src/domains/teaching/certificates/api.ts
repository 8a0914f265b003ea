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
import { type Params, postAction, unwrap } from '../../../api/client.ts';
import { deleteResult, getResult, postResult, putResult } from '../../../api/result-calls.ts';

const TPL = '/teaching/teachingCertTemplate';
const CERT = '/teaching/teachingCert';

export const CERT_TEMPLATES_KEY = ['cert-templates'] as const;
export const CERTS_KEY = ['certs'] as const;
export const MY_CERTS_KEY = ['my-certs'] as const;

export const listCertTemplates = (params: Params) =>
  getResult<PageResult<CertTemplate>>(`${TPL}/list`, params);
export const addCertTemplate = (body: CertTemplateAddBody) => postResult<{ id: string }>(`${TPL}/add`, body);
export const editCertTemplate = (body: CertTemplateAddBody & { id: string }) =>
  putResult<null>(`${TPL}/edit`, body);
export const deleteCertTemplate = (id: string) => deleteResult<null>(`${TPL}/delete`, { id });

export const listCerts = (params: Params) => getResult<PageResult<Cert>>(`${CERT}/list`, params);
/** Answers the result and the server's summary (how many were issued or skipped). */
export const issueCerts = async (body: CertIssueBody) => {
  const res = await postAction<CertIssueResult>(`${CERT}/issue`, body);
  return { result: unwrap(res), message: res.message };
};
export const revokeCert = (id: string) => putResult<null>(`${CERT}/revoke`, { id });

export const fetchCertClasses = () => getResult<CertOption[]>(`${CERT}/classes`);
export const fetchCertCourses = () => getResult<CertOption[]>(`${CERT}/courses`);
export const fetchClassStudents = (classId: string) =>
  getResult<CertStudent[]>(`${CERT}/classStudents`, { classId });

export const fetchMyCerts = () => getResult<MyCert[]>(`${CERT}/mine`);
export const verifyCert = (serialNo: string) => getResult<CertVerify>(`${CERT}/verify`, { serialNo }, true);

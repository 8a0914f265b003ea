import { Navigate } from 'react-router';

/** `/home-page/studyCount` was the points page's old address: it moved to `/home-page/jifen`. */
export function StudyCountRedirect() {
  return <Navigate to="/home-page/jifen" replace />;
}

import { useQuery } from '@tanstack/react-query';
import { fetchCurrentDeparts } from '../../api/session.ts';

export function useCurrentDeparts() {
  return useQuery({ queryKey: ['current-departs'], queryFn: fetchCurrentDeparts });
}

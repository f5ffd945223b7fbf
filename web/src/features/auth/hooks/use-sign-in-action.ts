import { toast } from '@/lib/toast';
import { useReturnToOrigin } from './use-return-to-origin';

export function useSignInAction<T>(
  signIn: (input: T) => Promise<void>,
  errorMessage: (error: unknown) => string,
) {
  const returnToOrigin = useReturnToOrigin();
  return async (input: T): Promise<boolean> => {
    try {
      await signIn(input);
    } catch (error) {
      toast(errorMessage(error), 'error');
      return false;
    }
    await returnToOrigin();
    return true;
  };
}

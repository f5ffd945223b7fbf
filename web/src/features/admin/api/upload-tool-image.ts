import { getDownloadURL, ref, uploadBytes } from 'firebase/storage';
import { storage } from '@/lib/firebase';

/** Uploads a tool image to Storage under tools/ and answers its download URL. */
export async function uploadToolImage(file: File): Promise<string> {
  const image = ref(storage, `tools/${crypto.randomUUID()}-${file.name}`);
  await uploadBytes(image, file, { contentType: file.type });
  return getDownloadURL(image);
}

import {
  connectStorageEmulator,
  getDownloadURL,
  getStorage,
  ref,
  uploadBytes,
} from 'firebase/storage';
import { env } from '@/config/env';
import { firebaseApp } from '@/lib/firebase';

/** Storage is started on the first upload: only the Add Tools page needs it. */
function startStorage() {
  const storage = getStorage(firebaseApp);
  if (env.useEmulators) {
    connectStorageEmulator(storage, __STORAGE_EMULATOR__.host, __STORAGE_EMULATOR__.port);
    // No Storage emulator may be running: fail an upload fast instead of retrying for minutes.
    storage.maxUploadRetryTime = 3000;
    storage.maxOperationRetryTime = 3000;
  }
  return storage;
}

let storage: ReturnType<typeof startStorage> | undefined;

/** Uploads a tool image to Storage under tools/ and answers its download URL. */
export async function uploadToolImage(file: File): Promise<string> {
  storage ??= startStorage();
  const image = ref(storage, `tools/${crypto.randomUUID()}-${file.name}`);
  await uploadBytes(image, file, { contentType: file.type });
  return getDownloadURL(image);
}

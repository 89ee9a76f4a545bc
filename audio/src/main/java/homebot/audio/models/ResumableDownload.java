package homebot.audio.models;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.Response;

/**
 * Downloads into a {@code .part} file, continuing an earlier partial download with {@code Range: bytes=N-}. A
 * 206 appends; a 200 (server ignores ranges) starts over; a 416 whose {@code Content-Range: bytes *}{@code /N}
 * equals what we have means the file was already complete. A broken connection keeps the part for next time.
 */
final class ResumableDownload {
    private ResumableDownload() {}

    static void fetch(OkHttpClient client, ModelInfo info, Path part, ProgressListener progress) throws ModelException {
        try {
            Files.createDirectories(part.getParent());
        } catch (IOException e) {
            throw new ModelException(ModelException.DOWNLOAD_FAILED, "cannot create " + part.getParent(), e);
        }
        long have = sizeOf(part);
        if (have > 0 && have == info.sizeBytes()) {
            return; // a previous run finished the download but did not get to unpack it
        }
        Request.Builder request = new Request.Builder().url(info.url());
        if (have > 0) {
            request.header("Range", "bytes=" + have + "-");
        }
        long written = have;
        long total = info.sizeBytes();
        try (Response response = client.newCall(request.build()).execute()) {
            boolean append;
            if (response.code() == 206) {
                append = true;
            } else if (response.code() == 416 && have > 0) {
                if (String.valueOf(response.header("Content-Range")).equals("bytes */" + have)) {
                    return;
                }
                ModelStore.delete(part); // our partial file does not fit the server's: start over next time
                throw new ModelException(ModelException.DOWNLOAD_FAILED, info.name() + ": the server rejected resuming at "
                        + have + " bytes; the partial download was discarded, run install again");
            } else if (response.isSuccessful()) {
                append = false;
                written = 0;
            } else {
                throw new ModelException(ModelException.DOWNLOAD_FAILED, info.name() + ": " + info.url() + " answered "
                        + response.code());
            }
            long length = response.body().contentLength();
            if (total <= 0 && length >= 0) {
                total = length + (append ? have : 0);
            }
            try (InputStream in = response.body().byteStream();
                 OutputStream out = Files.newOutputStream(part, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                         append ? StandardOpenOption.APPEND : StandardOpenOption.TRUNCATE_EXISTING)) {
                byte[] buffer = new byte[64 * 1024];
                int n;
                progress.progress(info.name(), written, total);
                while ((n = in.read(buffer)) >= 0) {
                    out.write(buffer, 0, n);
                    written += n;
                    progress.progress(info.name(), written, total);
                }
            }
        } catch (IOException e) {
            throw new ModelException(ModelException.INTERRUPTED, info.name() + ": download stopped at " + written
                    + (total > 0 ? " of " + total : "") + " bytes (" + e.getMessage()
                    + "); run `homebot models install " + info.name() + "` again to resume", e);
        }
    }

    private static long sizeOf(Path p) {
        try {
            return Files.exists(p) ? Files.size(p) : 0;
        } catch (IOException e) {
            return 0;
        }
    }
}

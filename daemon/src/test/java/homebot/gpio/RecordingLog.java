package homebot.gpio;

import java.util.ArrayList;
import java.util.List;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

/** Captures the java.util.logging records (slf4j-jdk14) of one logger. */
final class RecordingLog extends Handler implements AutoCloseable {
    private final Logger logger;
    final List<LogRecord> records = new ArrayList<>();

    RecordingLog(Class<?> type) {
        this.logger = Logger.getLogger(type.getName());
        logger.addHandler(this);
    }

    @Override
    public synchronized void publish(LogRecord record) {
        records.add(record);
    }

    synchronized List<String> messages() {
        return records.stream().map(LogRecord::getMessage).toList();
    }

    @Override
    public void flush() {}

    @Override
    public void close() {
        logger.removeHandler(this);
    }
}

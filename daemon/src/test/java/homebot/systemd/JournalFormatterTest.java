package homebot.systemd;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import org.junit.jupiter.api.Test;

class JournalFormatterTest {

    private final JournalFormatter formatter = new JournalFormatter();

    private static LogRecord record(Level level, String message, Object... params) {
        LogRecord r = new LogRecord(level, message);
        r.setLoggerName("homebot.audio.capture.JavaSoundSource");
        r.setParameters(params);
        return r;
    }

    @Test
    void prefixesEachLevelWithItsSyslogPriority() {
        assertEquals("<3>JavaSoundSource: x\n", formatter.format(record(Level.SEVERE, "x")));
        assertEquals("<4>JavaSoundSource: x\n", formatter.format(record(Level.WARNING, "x")));
        assertEquals("<6>JavaSoundSource: x\n", formatter.format(record(Level.INFO, "x")));
        assertEquals("<7>JavaSoundSource: x\n", formatter.format(record(Level.CONFIG, "x")));
        assertEquals("<7>JavaSoundSource: x\n", formatter.format(record(Level.FINE, "x")));
        assertEquals("<7>JavaSoundSource: x\n", formatter.format(record(Level.FINEST, "x")));
    }

    @Test
    void fillsInParametersAndKeepsChineseText() {
        assertEquals("<6>JavaSoundSource: heard 番茄要放几个 in 120 ms\n",
                formatter.format(record(Level.INFO, "heard {0} in {1} ms", "番茄要放几个", "120")));
    }

    @Test
    void aMultiLineMessageStaysOnOneLine() {
        String line = formatter.format(record(Level.WARNING, "first\nsecond\r\nthird\rfourth"));
        assertEquals("<4>JavaSoundSource: first\\nsecond\\nthird\\nfourth\n", line);
    }

    @Test
    void anExceptionWithItsCauseIsCompressedIntoTheSameLine() {
        LogRecord r = record(Level.SEVERE, "capture failed");
        r.setThrown(new UncheckedIOException("line closed", new IOException("device\nunplugged")));
        String line = formatter.format(r);
        assertEquals(1, line.split("\n", -1).length - 1, "exactly one line: " + line);
        assertTrue(line.startsWith("<3>JavaSoundSource: capture failed | java.io.UncheckedIOException: line closed @ "),
                line);
        assertTrue(line.contains(" | caused by: java.io.IOException: device\\nunplugged @ "), line);
        assertTrue(line.contains("JournalFormatterTest.anExceptionWithItsCauseIsCompressedIntoTheSameLine"), line);
    }

    @Test
    void aCauseCycleDoesNotLoopForever() {
        IllegalStateException a = new IllegalStateException("a");
        IllegalStateException b = new IllegalStateException("b", a);
        a.initCause(b);
        LogRecord r = record(Level.SEVERE, "cycle");
        r.setThrown(a);
        String line = formatter.format(r);
        assertTrue(line.contains("caused by: java.lang.IllegalStateException: b"), line);
        assertTrue(line.endsWith("\n") && line.indexOf('\n') == line.length() - 1, line);
    }
}

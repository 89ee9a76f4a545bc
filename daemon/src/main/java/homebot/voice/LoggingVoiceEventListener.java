package homebot.voice;

import homebot.voice.VoiceEvent.PartialHeard;
import homebot.voice.VoiceEvent.StageFailed;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** Logs each event on one line: failures as warnings, partial transcripts at debug, the rest at info. */
public final class LoggingVoiceEventListener implements VoiceEventListener {
    private static final Logger LOG = LoggerFactory.getLogger("homebot.voice.events");

    @Override
    public void onEvent(VoiceTrace trace) {
        if (trace.event() instanceof StageFailed) {
            LOG.warn("{}", trace.line());
        } else if (trace.event() instanceof PartialHeard || trace.ignored()) {
            LOG.debug("{}", trace.line());
        } else {
            LOG.info("{}", trace.line());
        }
    }
}

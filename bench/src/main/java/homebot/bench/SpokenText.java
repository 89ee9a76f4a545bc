package homebot.bench;

import homebot.audio.wav.WavReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A sentence spoken by espeak-ng with its true speech span and where each word ends, for benches that feed a
 * voice session. The span is found by trimming as {@code bench/wake-eval/make-wake-set.sh} does (first and last
 * sample above 0.5 % of full scale); a word's end is the trimmed length of the sentence spoken up to that word
 * alone (phrase-final lengthening makes it a little late, never early). Words: each Chinese character, each
 * English word.
 *
 * @param pcm       16 kHz mono: {@code leadMs} of silence, the speech, {@code tailMs} of silence
 * @param speechEnd the sample index just after the last speech sample
 * @param words     the running transcript after each word, with the sample index where that word ends
 */
record SpokenText(String text, String voice, int speed, short[] pcm, int speechStart, int speechEnd,
                  List<Word> words) {
    static final int RATE = 16_000;
    private static final int THRESHOLD = 164; // 0.5 % of full scale, sox's "silence 1 0.005 0.5%"

    record Word(String partial, int end) {}

    static SpokenText speak(String text, String voice, int speed, int leadMs, int tailMs) throws Exception {
        short[] speech = trim(espeak(voice, speed, text));
        int lead = leadMs * RATE / 1000;
        short[] pcm = new short[lead + speech.length + tailMs * RATE / 1000];
        System.arraycopy(speech, 0, pcm, lead, speech.length);
        List<String> units = units(text);
        List<Word> words = new ArrayList<>();
        StringBuilder said = new StringBuilder();
        for (int i = 0; i < units.size(); i++) {
            String u = units.get(i);
            if (said.length() > 0 && (!isHan(u) || !isHan(said.substring(said.length() - 1)))) {
                said.append(' ');
            }
            said.append(u);
            int end = i == units.size() - 1 ? speech.length
                    : Math.min(speech.length, trim(espeak(voice, speed, said.toString())).length);
            words.add(new Word(said.toString(), lead + end));
        }
        return new SpokenText(text, voice, speed, pcm, lead, lead + speech.length, words);
    }

    /** Chinese characters one by one, other words by spaces; punctuation dropped. */
    static List<String> units(String text) {
        List<String> out = new ArrayList<>();
        for (String w : text.split("(?<=\\p{IsHan})|(?=\\p{IsHan})|[\\s\\p{Punct}，。！？、]+")) {
            if (!w.isBlank()) {
                out.add(w);
            }
        }
        return out;
    }

    static boolean isHan(String s) {
        return !s.isEmpty() && Character.UnicodeScript.of(s.codePointAt(0)) == Character.UnicodeScript.HAN;
    }

    static short[] espeak(String voice, int speed, String text) throws Exception {
        Path f = Files.createTempFile("spoken", ".wav");
        try {
            Process p = new ProcessBuilder("espeak-ng", "-v", voice, "-s", String.valueOf(speed), "-w", f.toString(), text)
                    .redirectErrorStream(true).start();
            p.getInputStream().readAllBytes();
            if (p.waitFor() != 0) {
                throw new IllegalStateException("espeak-ng failed for voice " + voice + " (apt: espeak-ng)");
            }
            return WavReader.readMono16k(f);
        } finally {
            Files.deleteIfExists(f);
        }
    }

    static short[] trim(short[] pcm) {
        int from = 0;
        while (from < pcm.length && Math.abs(pcm[from]) <= THRESHOLD) {
            from++;
        }
        int to = pcm.length;
        while (to > from && Math.abs(pcm[to - 1]) <= THRESHOLD) {
            to--;
        }
        return java.util.Arrays.copyOfRange(pcm, from, to);
    }
}

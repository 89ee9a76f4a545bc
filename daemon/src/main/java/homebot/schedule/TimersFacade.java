package homebot.schedule;

import homebot.skills.api.TimerInfo;
import homebot.skills.api.TimerStart;
import homebot.skills.api.Timers;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

/** The scheduler as skills see it: named timers only (reminders and follow-ups are not theirs). */
public final class TimersFacade implements Timers {
    private final Scheduler scheduler;
    private final AlertGate gate;

    public TimersFacade(Scheduler scheduler, AlertGate gate) {
        this.scheduler = scheduler;
        this.gate = gate;
    }

    @Override
    public TimerStart start(String name, Duration duration, String announcement) {
        return started(scheduler.setTimer(name, duration, announcement));
    }

    @Override
    public TimerStart startUnnamed(String language, Duration duration, String announcement) {
        return started(scheduler.setUnnamedTimer(language, duration, announcement));
    }

    private TimerStart started(Scheduler.TimerSet set) {
        set.replaced().ifPresent(j -> gate.forget(List.of(j.id())));
        return new TimerStart(info(set.job()), set.replaced().map(TimersFacade::info));
    }

    @Override
    public boolean cancel(String name) {
        Optional<Job> cancelled = scheduler.cancel(JobKind.TIMER, name);
        cancelled.ifPresent(j -> gate.forget(List.of(j.id())));
        return cancelled.isPresent();
    }

    @Override
    public List<TimerInfo> list() {
        return scheduler.jobs().stream().filter(j -> j.kind() == JobKind.TIMER).map(TimersFacade::info).toList();
    }

    @Override
    public Optional<TimerInfo> named(String name) {
        return scheduler.named(JobKind.TIMER, name).map(TimersFacade::info);
    }

    @Override
    public Optional<TimerInfo> find(String spokenName) {
        return scheduler.find(JobKind.TIMER, spokenName).map(TimersFacade::info);
    }

    static TimerInfo info(Job j) {
        return new TimerInfo(j.id(), j.name(), j.dueAt(), j.duration(), j.text(), j.firing());
    }
}

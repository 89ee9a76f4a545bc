package homebot.household;

import homebot.schedule.Job;
import homebot.schedule.JobKind;
import homebot.schedule.ScheduleService;
import java.time.Clock;
import java.util.List;
import java.util.function.Supplier;

/** This unit as the household sees it: its timers from the scheduler, its mode from the mode kernel. */
public final class LocalUnit implements Household.Unit {
    private final String room;
    private final ScheduleService schedule;
    private final Supplier<String> mode;
    private final Supplier<String> detail;
    private final Clock clock;

    /**
     * @param mode   the active mode's display name, "" when none
     * @param detail the mode's own short summary (recipe and step while cooking), "" when none
     */
    public LocalUnit(String room, ScheduleService schedule, Supplier<String> mode, Supplier<String> detail, Clock clock) {
        this.room = room;
        this.schedule = schedule;
        this.mode = mode;
        this.detail = detail;
        this.clock = clock;
    }

    @Override
    public UnitState snapshot(String voice, boolean muted) {
        List<UnitState.SharedTimer> timers = schedule.scheduler().jobs().stream()
                .filter(j -> j.kind() == JobKind.TIMER)
                .map(LocalUnit::shared).toList();
        return new UnitState(room, voice, muted, mode.get(), detail.get(), timers, clock.instant());
    }

    private static UnitState.SharedTimer shared(Job j) {
        return new UnitState.SharedTimer(j.id(), j.name(), j.dueAt(), j.firing());
    }

    @Override
    public List<String> acknowledge(String timerName) {
        return schedule.acknowledge(timerName).stream().map(Job::name).toList();
    }
}

import {
  OVERVIEW_FIGURES,
  OVERVIEW_GROUPS,
  type AdminOverview,
  type OverviewFigure,
  type OverviewFigureUnit,
  type OverviewGroup,
  type OverviewSeries,
} from '@studyhub/contracts';

export interface OverviewGroupView {
  group: OverviewGroup;
  title: string;
  unit: OverviewFigureUnit;
  figures: OverviewFigure[];
  /** The chart's lines: the group's figures, or AI actions tool by tool. */
  lines: OverviewSeries[];
}

/** The dashboard's sections: each group's figures and the lines of its chart. */
export function groupsOf(overview: AdminOverview): OverviewGroupView[] {
  return (Object.keys(OVERVIEW_GROUPS) as OverviewGroup[]).map((group) => {
    const figures = overview.figures.filter((figure) => OVERVIEW_FIGURES[figure.key].group === group);
    const keys = new Set(figures.map((figure) => figure.key));
    const totals = overview.series.filter((series) => series.dimension === null && keys.has(series.figure));
    const byTool = overview.series.filter((series) => series.figure === 'ai_actions' && series.dimension !== null);
    return {
      group,
      title: OVERVIEW_GROUPS[group],
      unit: figures[0]?.unit ?? 'count',
      figures,
      lines: group === 'ai' && byTool.length > 0 ? byTool : totals,
    };
  });
}

/** Nothing was ever counted: the page says so instead of drawing flat lines. */
export function hasNoActivity(overview: AdminOverview): boolean {
  return overview.figures.every((figure) => figure.all_time === 0);
}
